@_exported public import FSMRuntime
