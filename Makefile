# Entry points shared by developers and CI (.ci/run).
.PHONY: test lint format demo ci examples docs diagrams

# The README's examples, written into Tests/AppTarget and Tests/CompileFail (not committed).
examples:
	python3 Scripts/doc-examples.py

test: examples
	swift test

lint:
	swift format lint --strict --recursive --configuration .swift-format Package.swift Package@swift-6.0.swift Sources Tests Plugins Benchmarks/Package.swift Benchmarks/Sources Examples/OrderService/Package.swift Examples/OrderService/Sources Examples/OrderService/Tests
	git ls-files -z '*.py' | xargs -0 python3 -m pyflakes

format:
	swift format format --in-place --recursive --configuration .swift-format Package.swift Package@swift-6.0.swift Sources Tests Plugins Benchmarks/Package.swift Benchmarks/Sources Examples/OrderService/Package.swift Examples/OrderService/Sources Examples/OrderService/Tests

demo:
	swift run fsm-demo

ci:
	bash .ci/run

docs:
	swift build
	bash Scripts/docs.sh

# The diagrams of FSMExamples, in Diagrams/, and of the DocC articles' machines, in the
# catalog's Resources/Diagrams (CI checks both with --check).
diagrams:
	swift package --traits Diagrams --allow-writing-to-package-directory fsm-diagrams --target FSMExamples
	python3 Scripts/doc-diagrams.py
