import SwiftSyntaxMacrosGenericTestSupport
import Testing

@Suite struct StateMachineExpansionTests {
  @Test func aMinimalMachineGetsEveryMember() {
    assertExpansion(
      """
      @StateMachine
      enum Door {
        case closed, open
        enum Event {
          case push, pull
        }
        static let transitions: [Transition] = [
          .from(.closed, on: .push, to: .open),
          .from(.open, on: .pull, to: .closed),
        ]
      }
      """,
      expandedSource: """
        enum Door {
          case closed, open
          enum Event {
            case push, pull

            #if compiler(>=6.2)
            nonisolated enum Case: Swift.Hashable, Swift.CaseIterable, Swift.Sendable, Swift.CustomStringConvertible {
              case push
              case pull
              var description: Swift.String {
                switch self {
                case .push:
                  "push"
                case .pull:
                  "pull"
                }
              }
            }
            #else
            enum Case: Swift.Hashable, Swift.CaseIterable, Swift.Sendable, Swift.CustomStringConvertible {
              case push
              case pull
              var description: Swift.String {
                switch self {
                case .push:
                  "push"
                case .pull:
                  "pull"
                }
              }
            }
            #endif

            nonisolated var `case`: Case {
              switch self {
              case .push:
                .push
              case .pull:
                .pull
              }
            }
          }
          static let transitions: [Transition] = [
            .from(.closed, on: .push, to: .open),
            .from(.open, on: .pull, to: .closed),
          ]

          #if compiler(>=6.2)
          nonisolated enum Case: Swift.Hashable, Swift.CaseIterable, Swift.Sendable, Swift.CustomStringConvertible {
            case closed
            case open
            var description: Swift.String {
              switch self {
              case .closed:
                "closed"
              case .open:
                "open"
              }
            }
          }
          #else
          enum Case: Swift.Hashable, Swift.CaseIterable, Swift.Sendable, Swift.CustomStringConvertible {
            case closed
            case open
            var description: Swift.String {
              switch self {
              case .closed:
                "closed"
              case .open:
                "open"
              }
            }
          }
          #endif

          nonisolated var `case`: Case {
            switch self {
            case .closed:
              .closed
            case .open:
              .open
            }
          }

          typealias Transition = FSMRuntime.Transition<Door>

          nonisolated static let initialCase: Case = Case.closed

          nonisolated static let finalCases: Swift.Set<Case> = []

          @inline(__always)
          nonisolated func transition(on event: Event) -> FSMRuntime.Step<Self>? {
            switch self {
            case .closed:
              switch event {
              case .push:
                return FSMRuntime.Step<Self>(from: self, event: event, to: .open)
              case .pull:
                return nil
              }
            case .open:
              switch event {
              case .pull:
                return FSMRuntime.Step<Self>(from: self, event: event, to: .closed)
              case .push:
                return nil
              }
            }
          }

          /// Sends `.push` to this state; see `send(_:)`.
          @discardableResult
          nonisolated mutating func push() throws(FSMRuntime.InvalidTransition<Self>) -> FSMRuntime.Step<Self> {
            try self.send(.push)
          }

          /// Sends `.pull` to this state; see `send(_:)`.
          @discardableResult
          nonisolated mutating func pull() throws(FSMRuntime.InvalidTransition<Self>) -> FSMRuntime.Step<Self> {
            try self.send(.pull)
          }

          nonisolated static var _hasTimers: Swift.Bool {
            false
          }

          nonisolated static let edges: [FSMRuntime.Edge<Self>] = _$edges()

          private nonisolated static func _$edges() -> [FSMRuntime.Edge<Self>] {
            var _$all: [FSMRuntime.Edge<Self>] = []
            _$all.reserveCapacity(2)
            _$all.append(.init(source: .closed, event: .push, target: .open))
            _$all.append(.init(source: .open, event: .pull, target: .closed))
            return _$all
          }

          nonisolated static let dot: Swift.String = "digraph \\"Door\\" {\\n  rankdir=LR;\\n  node [shape=ellipse];\\n  \\"__initial\\" [shape=point, label=\\"\\"];\\n  \\"__initial\\" -> \\"closed\\";\\n  \\"closed\\";\\n  \\"open\\";\\n  \\"closed\\" -> \\"open\\" [label=\\"push\\"];\\n  \\"open\\" -> \\"closed\\" [label=\\"pull\\"];\\n}\\n"

          nonisolated static let mermaid: Swift.String = "stateDiagram-v2\\n  [*] --> closed\\n  closed --> open : push\\n  open --> closed : pull\\n"

          nonisolated static let scxml: Swift.String = "<?xml version=\\"1.0\\" encoding=\\"UTF-8\\"?>\\n<!-- Generated by FSM's @StateMachine from Door's table. -->\\n<scxml xmlns=\\"http://www.w3.org/2005/07/scxml\\" version=\\"1.0\\" name=\\"Door\\" initial=\\"closed\\">\\n  <state id=\\"closed\\">\\n    <transition event=\\"push\\" target=\\"open\\"/>\\n  </state>\\n  <state id=\\"open\\">\\n    <transition event=\\"pull\\" target=\\"closed\\"/>\\n  </state>\\n</scxml>\\n"

          nonisolated static let xstate: Swift.String = "{\\n  \\"id\\": \\"Door\\",\\n  \\"key\\": \\"Door\\",\\n  \\"type\\": \\"compound\\",\\n  \\"initial\\": {\\n    \\"target\\": [\\"closed\\"],\\n    \\"source\\": \\"#Door\\",\\n    \\"actions\\": []\\n  },\\n  \\"states\\": {\\n    \\"closed\\": {\\n      \\"id\\": \\"Door.closed\\",\\n      \\"key\\": \\"closed\\",\\n      \\"type\\": \\"atomic\\",\\n      \\"on\\": {\\n        \\"push\\": [\\n          {\\n            \\"target\\": [\\"#Door.open\\"],\\n            \\"source\\": \\"#Door.closed\\",\\n            \\"eventType\\": \\"push\\",\\n            \\"actions\\": []\\n          }\\n        ]\\n      }\\n    },\\n    \\"open\\": {\\n      \\"id\\": \\"Door.open\\",\\n      \\"key\\": \\"open\\",\\n      \\"type\\": \\"atomic\\",\\n      \\"on\\": {\\n        \\"pull\\": [\\n          {\\n            \\"target\\": [\\"#Door.closed\\"],\\n            \\"source\\": \\"#Door.open\\",\\n            \\"eventType\\": \\"pull\\",\\n            \\"actions\\": []\\n          }\\n        ]\\n      }\\n    }\\n  }\\n}\\n"

          nonisolated static func _xstateKeys(of part: Case) -> [Swift.String] {
            switch part {
            case .closed:
              ["closed"]
            case .open:
              ["open"]
            }
          }
        }

        extension Door.Event: FSMRuntime.CaseDiscriminable {}

        extension Door: FSMRuntime.StateMachine {}
        """)
  }

  @Test func aPublicMachineWithPayloadsGuardsAndBuildersMirrorsItsAccess() {
    assertExpansion(
      """
      @StateMachine
      public enum Job {
        @Initial case queued(id: Int)
        case running(id: Int, attempt: Int = 1)
        @Final case done(id: Int)
        public enum Event {
          case start, finish, retry
          case cancel
        }
        public enum Effect {
          case log(id: Int)
        }
        static let transitions: [Transition] = [
          .from(.queued, on: .start, to: .running, emit: .log),
          .from(.running, on: .finish, to: .done, when: { state, _ in state.isLast }),
          .from(.running, on: .retry, build: { state, _ in .running(id: 0, attempt: 2) }),
          .fromAny(except: [.queued], on: .cancel, to: .queued),
        ]
      }
      """,
      expandedSource: """
        public enum Job {
          case queued(id: Int)
          case running(id: Int, attempt: Int = 1)
          case done(id: Int)
          public enum Event {
            case start, finish, retry
            case cancel

            #if compiler(>=6.2)
            public nonisolated enum Case: Swift.Hashable, Swift.CaseIterable, Swift.Sendable, Swift.CustomStringConvertible {
              case start
              case finish
              case retry
              case cancel
              public var description: Swift.String {
                switch self {
                case .start:
                  "start"
                case .finish:
                  "finish"
                case .retry:
                  "retry"
                case .cancel:
                  "cancel"
                }
              }
            }
            #else
            public enum Case: Swift.Hashable, Swift.CaseIterable, Swift.Sendable, Swift.CustomStringConvertible {
              case start
              case finish
              case retry
              case cancel
              public var description: Swift.String {
                switch self {
                case .start:
                  "start"
                case .finish:
                  "finish"
                case .retry:
                  "retry"
                case .cancel:
                  "cancel"
                }
              }
            }
            #endif

            public nonisolated var `case`: Case {
              switch self {
              case .start:
                .start
              case .finish:
                .finish
              case .retry:
                .retry
              case .cancel:
                .cancel
              }
            }
          }
          public enum Effect {
            case log(id: Int)

            #if compiler(>=6.2)
            public nonisolated enum Case: Swift.Hashable, Swift.CaseIterable, Swift.Sendable, Swift.CustomStringConvertible {
              case log
              public var description: Swift.String {
                switch self {
                case .log:
                  "log"
                }
              }
            }
            #else
            public enum Case: Swift.Hashable, Swift.CaseIterable, Swift.Sendable, Swift.CustomStringConvertible {
              case log
              public var description: Swift.String {
                switch self {
                case .log:
                  "log"
                }
              }
            }
            #endif

            public nonisolated var `case`: Case {
              switch self {
              case .log:
                .log
              }
            }
          }
          static let transitions: [Transition] = [
            .from(.queued, on: .start, to: .running, emit: .log),
            .from(.running, on: .finish, to: .done, when: { state, _ in state.isLast }),
            .from(.running, on: .retry, build: { state, _ in .running(id: 0, attempt: 2) }),
            .fromAny(except: [.queued], on: .cancel, to: .queued),
          ]

          #if compiler(>=6.2)
          public nonisolated enum Case: Swift.Hashable, Swift.CaseIterable, Swift.Sendable, Swift.CustomStringConvertible {
            case queued
            case running
            case done
            public var description: Swift.String {
              switch self {
              case .queued:
                "queued"
              case .running:
                "running"
              case .done:
                "done"
              }
            }
          }
          #else
          public enum Case: Swift.Hashable, Swift.CaseIterable, Swift.Sendable, Swift.CustomStringConvertible {
            case queued
            case running
            case done
            public var description: Swift.String {
              switch self {
              case .queued:
                "queued"
              case .running:
                "running"
              case .done:
                "done"
              }
            }
          }
          #endif

          public nonisolated var `case`: Case {
            switch self {
            case .queued:
              .queued
            case .running:
              .running
            case .done:
              .done
            }
          }

          public typealias Transition = FSMRuntime.Transition<Job>

          public nonisolated static let initialCase: Case = Case.queued

          public nonisolated static let finalCases: Swift.Set<Case> = [Case.done]

          @inline(__always)
          public nonisolated func transition(on event: Event) -> FSMRuntime.Step<Self>? {
            switch self {
            case .queued(let _$s0):
              switch event {
              case .start:
                return FSMRuntime.Step<Self>(from: self, event: event, to: .running(id: _$s0), effect: .log(id: _$s0))
              case .finish, .retry, .cancel:
                return nil
              }
            case .running(let _$s0, _):
              switch event {
              case .finish:
                if Self.transitions[1]._passesGuard(self, event) {
                  return FSMRuntime.Step<Self>(from: self, event: event, to: .done(id: _$s0))
                }
                return nil
              case .retry:
                return FSMRuntime.Step<Self>(from: self, event: event, to: Self.transitions[2]._buildTarget(self, event))
              case .cancel:
                return FSMRuntime.Step<Self>(from: self, event: event, to: .queued(id: _$s0))
              case .start:
                return nil
              }
            case .done:
              return nil
            }
          }

          /// Sends `.start` to this state; see `send(_:)`.
          @discardableResult
          public nonisolated mutating func start() throws(FSMRuntime.InvalidTransition<Self>) -> FSMRuntime.Step<Self> {
            try self.send(.start)
          }

          /// Sends `.finish` to this state; see `send(_:)`.
          @discardableResult
          public nonisolated mutating func finish() throws(FSMRuntime.InvalidTransition<Self>) -> FSMRuntime.Step<Self> {
            try self.send(.finish)
          }

          /// Sends `.retry` to this state; see `send(_:)`.
          @discardableResult
          public nonisolated mutating func retry() throws(FSMRuntime.InvalidTransition<Self>) -> FSMRuntime.Step<Self> {
            try self.send(.retry)
          }

          /// Sends `.cancel` to this state; see `send(_:)`.
          @discardableResult
          public nonisolated mutating func cancel() throws(FSMRuntime.InvalidTransition<Self>) -> FSMRuntime.Step<Self> {
            try self.send(.cancel)
          }

          public nonisolated static var _hasTimers: Swift.Bool {
            false
          }

          public nonisolated static let edges: [FSMRuntime.Edge<Self>] = _$edges()

          private nonisolated static func _$edges() -> [FSMRuntime.Edge<Self>] {
            var _$all: [FSMRuntime.Edge<Self>] = []
            _$all.reserveCapacity(4)
            _$all.append(.init(source: .queued, event: .start, target: .running, effect: .log))
            _$all.append(.init(source: .running, event: .finish, target: .done, guarded: true))
            _$all.append(.init(source: .running, event: .retry, target: .running))
            _$all.append(.init(source: .running, event: .cancel, target: .queued))
            return _$all
          }

          public nonisolated static let dot: Swift.String = "digraph \\"Job\\" {\\n  rankdir=LR;\\n  node [shape=ellipse];\\n  \\"__initial\\" [shape=point, label=\\"\\"];\\n  \\"__initial\\" -> \\"queued\\";\\n  \\"queued\\";\\n  \\"running\\";\\n  \\"done\\" [shape=doublecircle];\\n  \\"queued\\" -> \\"running\\" [label=\\"start / log\\"];\\n  \\"running\\" -> \\"done\\" [label=\\"finish [guard]\\"];\\n  \\"running\\" -> \\"running\\" [label=\\"retry\\"];\\n  \\"running\\" -> \\"queued\\" [label=\\"cancel\\"];\\n}\\n"

          public nonisolated static let mermaid: Swift.String = "stateDiagram-v2\\n  [*] --> queued\\n  queued --> running : start / log\\n  running --> done : finish [guard]\\n  running --> running : retry\\n  running --> queued : cancel\\n  done --> [*]\\n"

          public nonisolated static let scxml: Swift.String = "<?xml version=\\"1.0\\" encoding=\\"UTF-8\\"?>\\n<!-- Generated by FSM's @StateMachine from Job's table. -->\\n<scxml xmlns=\\"http://www.w3.org/2005/07/scxml\\" xmlns:fsm=\\"https://github.com/fsm-swift/fsm/scxml\\" version=\\"1.0\\" name=\\"Job\\" initial=\\"queued\\">\\n  <state id=\\"queued\\">\\n    <transition event=\\"start\\" target=\\"running\\">\\n      <send target=\\"#_parent\\" event=\\"log\\"/>\\n    </transition>\\n  </state>\\n  <state id=\\"running\\">\\n    <transition event=\\"finish\\" cond=\\"{ state, _ in state.isLast }\\" target=\\"done\\" fsm:row=\\"transitions[1]\\"/>\\n    <transition event=\\"retry\\" target=\\"running\\"/>\\n    <transition event=\\"cancel\\" target=\\"queued\\"/>\\n  </state>\\n  <final id=\\"done\\"/>\\n</scxml>\\n"

          public nonisolated static let xstate: Swift.String = "{\\n  \\"id\\": \\"Job\\",\\n  \\"key\\": \\"Job\\",\\n  \\"type\\": \\"compound\\",\\n  \\"initial\\": {\\n    \\"target\\": [\\"queued\\"],\\n    \\"source\\": \\"#Job\\",\\n    \\"actions\\": []\\n  },\\n  \\"states\\": {\\n    \\"queued\\": {\\n      \\"id\\": \\"Job.queued\\",\\n      \\"key\\": \\"queued\\",\\n      \\"type\\": \\"atomic\\",\\n      \\"on\\": {\\n        \\"start\\": [\\n          {\\n            \\"target\\": [\\"#Job.running\\"],\\n            \\"source\\": \\"#Job.queued\\",\\n            \\"eventType\\": \\"start\\",\\n            \\"actions\\": [\\n              {\\n                \\"type\\": \\"log\\"\\n              }\\n            ]\\n          }\\n        ]\\n      }\\n    },\\n    \\"running\\": {\\n      \\"id\\": \\"Job.running\\",\\n      \\"key\\": \\"running\\",\\n      \\"type\\": \\"atomic\\",\\n      \\"on\\": {\\n        \\"finish\\": [\\n          {\\n            \\"target\\": [\\"#Job.done\\"],\\n            \\"source\\": \\"#Job.running\\",\\n            \\"eventType\\": \\"finish\\",\\n            \\"actions\\": [],\\n            \\"guard\\": {\\n              \\"type\\": \\"{ state, _ in state.isLast }\\",\\n              \\"params\\": {\\n                \\"row\\": \\"transitions[1]\\"\\n              }\\n            }\\n          }\\n        ],\\n        \\"retry\\": [\\n          {\\n            \\"target\\": [\\"#Job.running\\"],\\n            \\"source\\": \\"#Job.running\\",\\n            \\"eventType\\": \\"retry\\",\\n            \\"actions\\": [],\\n            \\"reenter\\": true\\n          }\\n        ],\\n        \\"cancel\\": [\\n          {\\n            \\"target\\": [\\"#Job.queued\\"],\\n            \\"source\\": \\"#Job.running\\",\\n            \\"eventType\\": \\"cancel\\",\\n            \\"actions\\": []\\n          }\\n        ]\\n      }\\n    },\\n    \\"done\\": {\\n      \\"id\\": \\"Job.done\\",\\n      \\"key\\": \\"done\\",\\n      \\"type\\": \\"final\\"\\n    }\\n  }\\n}\\n"

          public nonisolated static func _xstateKeys(of part: Case) -> [Swift.String] {
            switch part {
            case .queued:
              ["queued"]
            case .running:
              ["running"]
            case .done:
              ["done"]
            }
          }
        }

        extension Job.Event: FSMRuntime.CaseDiscriminable {}

        extension Job.Effect: FSMRuntime.CaseDiscriminable {}

        extension Job: FSMRuntime.StateMachine {}
        """)
  }
}
