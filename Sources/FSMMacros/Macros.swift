/// Turns the annotated enum into a finite state machine, generated from the transition table
/// declared inside it; or a struct into one machine of several regions (see Regions below).
///
/// The enum's cases are the states. A nested `enum Event` lists the events, an optional nested
/// `enum Effect` the effects, an optional nested `enum Superstate` groups of states (listed in
/// `static let superstates: [Superstates]`), and one or more
/// `static let transitions…: [Transition]` arrays the rows: `.from`, `.fromAny` and, for every
/// state of a superstate, `.within`:
///
/// ```swift
/// @StateMachine
/// enum Turnstile {
///   @Initial case locked
///   case unlocked
///
///   enum Event { case coin, push }
///
///   static let transitions: [Transition] = [
///     .from(.locked, on: .coin, to: .unlocked),
///     .from(.unlocked, on: .push, to: .locked),
///   ]
/// }
///
/// var turnstile = Turnstile.locked
/// try turnstile.coin()            // turnstile == .unlocked
/// try turnstile.send(.coin)       // throws InvalidTransition: 'unlocked' accepts only 'push'
/// ```
///
/// The macro adds, with the enum's access level:
/// - `enum Case` and `var case`: the payload-free discriminant of a state; the same for `Event`
///   and `Effect` (`Event.Case`, `event.case`).
/// - `typealias Transition`, the row type of the table.
/// - `func transition(on:) -> Step<Self>?`, the pure transition function: a nested `switch`;
///   for a machine of 64 (state, event) cells or more without payloads, guards or `build:`, a
///   lookup table instead (private `_$targets`, `_$state(at:)` and `_$index(of:)`, and
///   `_$effectCells` and `_$effect(at:)` when rows emit effects).
/// - One `mutating func` per event, named after it and taking its payload, e.g. `coin()`, that
///   calls `send(_:)`; `send(_:)` and `accepts(_:)` come from `FSMRuntime.StateMachine`.
/// - `static let initialCase`, `finalCases`, `edges`, `dot` (Graphviz), `mermaid`, `scxml` and
///   `xstate` (interchange).
/// - For a machine with `after:` rows, `static func timedEvents(in:)`: the events each state
///   sends itself after a delay, which a `Machine` schedules on its clock.
/// - The conformance to `FSMRuntime.StateMachine`, in an extension that repeats the enum's
///   `@available` attributes (and those of the types around it), so that a machine available only
///   on newer systems builds for an older deployment target.
///
/// ## Typestate
/// With `typestate: true`, each state also gets a `~Copyable` struct named after it in
/// UpperCamelCase (`Turnstile.Locked`) holding its associated values as properties (named by
/// their labels; an unlabeled value is `value`, or `value0`, `value1`, … when there are several).
/// Its `consuming` methods are the events the state accepts unguarded, so calling any other is a
/// compile error:
///
/// ```swift
/// let unlocked: Turnstile.Unlocked = Turnstile.Locked().coin()
/// Turnstile.Locked().push()   // error: value of type 'Turnstile.Locked' has no member 'push'
/// ```
///
/// A method returns the target's struct, or the machine's enum when the target depends on a
/// guard or a `build:` closure; events accepted only under a guard have no method. Effects are
/// not returned: use `transition(on:)` or `Machine` for them. `var typed` turns a
/// value into its struct (an enum `Typed` with one case per state), and each struct's
/// `var state` turns it back.
///
/// ## Regions
/// On a struct, the macro makes one machine of several independent parts: each stored property
/// whose type is an enum nested in the struct is a region, with its own cases, `@Initial`,
/// `@Final`, superstates and table, over the struct's shared `enum Event` (and `Effect`). A row
/// may require another region's case with `.whenIn(.region(.case))`:
///
/// ```swift
/// @StateMachine
/// struct Player {
///   enum Playback {
///     @Initial case stopped
///     case playing
///     static let transitions: [Transition] = [
///       .from(.stopped, on: .play, to: .playing).whenIn(.download(.ready)),
///       .from(.playing, on: .stop, to: .stopped),
///     ]
///   }
///   enum Download {
///     @Initial case idle
///     case ready
///     static let transitions: [Transition] = [.from(.idle, on: .fetched, to: .ready)]
///   }
///   var playback: Playback
///   var download: Download
///
///   enum Event { case play, stop, fetched }
/// }
/// ```
///
/// An event is offered to every region in declaration order, and each takes at most one of its
/// rows; the step is rejected only when no region moves. The struct gets the members above
/// (its `Case` is the combination of the regions' cases) and `Part` (one region in one of its
/// cases: what an edge connects), `isIn(_:)`, `parts(of:)`, a memberwise `init` and, when every
/// region's initial case needs no value, `init()`. Each region gets its `Case`, `case`, and the
/// struct's `Event`, `Effect` and `Transition` to name in its table (`@_Region`, which the macro
/// attaches). Typestate is not available for a struct.
///
/// ## Restrictions
/// - Rows are written directly in the array literals, as `.from(...)`, `.fromAny(...)` or
///   `.within(...)`, and name cases as `.name`.
/// - Cases and tables inside `#if` are not supported.
/// - Every associated value of a target state (or effect) must be supplied, from the event's
///   payload, else the source state's payload, else its default value: a labeled value by its
///   label; an unlabeled value by its type, from the first payload that has a value of that
///   type, which must be its only one (two of that type in one payload are an error naming
///   both). Otherwise compute the target with `build:`.
///
/// - Parameter typestate: Whether to generate the typestate structs (see above).
@attached(
  member,
  // NB: the names of `GeneratedNames.members` in the macro plugin, then of
  // `GeneratedNames.regionMachineMembers`, in their order (a test checks), then those that come
  // from the user's declaration: one method per event, named after it; with typestate, one
  // struct per state, named after it; in a struct, one step function per region.
  names: named(Case), named(`case`), named(Transition), named(transition(on:)),
  named(initialCase), named(finalCases), named(edges), named(dot), named(mermaid),
  named(scxml), named(xstate), named(_xstateKeys(of:)),
  named(_$edges), named(timedEvents(in:)), named(_hasTimers),
  named(_forEachTimedEvent(of:scope:_:)), named(Superstates), named(superstates(of:)),
  named(transition(on:memory:)), named(_hasHistory), named(_historySuperstates),
  named(_recordHistory(of:into:)),
  named(Typed), named(typed), named(_$targets), named(_$state(at:)), named(_$index(of:)),
  named(_$effectCells), named(_$effect(at:)),
  named(_settles), named(_firstStep(on:memory:)), named(_nextMicrostep(completing:)),
  named(_completion(entering:)), named(_completesInside),
  named(_raiseCompletions(entered:in:into:)), named(_nextMicrostep(completingInside:memory:)),
  named(_$microstep(completing:)),
  named(_$eventless(_:effect:)),
  named(Activities), named(ActivityHandlers), named(_hasActivities), named(_activityCases),
  named(_activities), named(_leavesScope(of:from:to:moved:)),
  named(_movesInside(_:)), named(_caseBuiltOtherwise(on:)), named(_activeParts(of:)),
  named(_trace(of:)), named(_trace(from:to:moved:)), named(_holdsMachines),
  named(_scopeCount), named(_timedEvents(of:scope:)), named(_scopesMoved(by:)),
  named(_scopesMoved(from:to:moved:)), named(_$scopeParts(_:)),
  named(_$transition(on:more:)), named(_$transition(on:memory:more:)),
  named(Part), named(isIn(_:)), named(parts(of:)), named(init), named(Superstate),
  named(_regionCount), named(_regionsMoved(by:)),
  named(_eventEffects(of:)), named(_moreEffects(of:)),
  arbitrary
)
@attached(memberAttribute)
@attached(extension, conformances: StateMachine)
public macro StateMachine(typestate: Swift.Bool = false) =
  #externalMacro(module: "FSMMacrosPlugin", type: "StateMachineMacro")

/// Marks the state a machine starts in. Without it, the first case is the initial state.
@attached(peer)
public macro Initial() = #externalMacro(module: "FSMMacrosPlugin", type: "MarkerMacro")

/// Marks a final state: no transition may leave it, and `fromAny` rows skip it.
@attached(peer)
public macro Final() = #externalMacro(module: "FSMMacrosPlugin", type: "MarkerMacro")

/// The name SCXML, XState and inspection use for a case, where it is not the Swift name: a
/// design's `device.press` imported as `devicePress` (the Importing a Design article, "Names").
///
/// ```swift
/// enum Event: Sendable {
///   @Named("device.press") case devicePress
/// }
/// ```
///
/// On a case of the machine's enum or of any of its tables, of `Event`, `Effect`, `Activity` and
/// `Superstate`: `scxml` and `xstate` write the name, and the case's `Case` describes itself by
/// it. DOT and Mermaid keep the Swift name.
@attached(peer)
public macro Named(_ name: Swift.String) =
  #externalMacro(module: "FSMMacrosPlugin", type: "MarkerMacro")

/// Marks a state that holds a machine: its one associated value's type is an enum with a
/// transition table, or a struct of regions, declared in the machine that holds it, sharing its
/// events and effects (see the Design article, "Composition").
///
/// ```swift
/// @Composite case processing(Fulfilment)
/// ```
///
/// `@StateMachine` reads the held machine and checks it as it checks its own tables. An event is
/// offered to the held machine first; a row inside leaves the state with `leavingTo:`, and the
/// holder's `.onDone` of the state fires when the held machine is done (the Composition
/// article).
@attached(peer)
public macro Composite() = #externalMacro(module: "FSMMacrosPlugin", type: "MarkerMacro")

/// Marks a machine held by a `@Composite` state: an enum with a transition table, or a struct of
/// regions, nested in the machine that holds it. Gives its tables the names they use (`Case`,
/// `Transition`, and its holder's `Event` and `Effect`), as `@StateMachine` gives a region.
///
/// ```swift
/// @Submachine
/// struct Fulfilment {
///   var payment: Payment
///   var shipping: Shipping
///   ...
/// }
/// ```
@attached(
  member,
  names: named(Case), named(`case`), named(Parent), named(Event), named(Effect),
  named(Transition), named(Superstates), named(_$delay(table:row:)),
  named(_$delay(table:row:entering:)),
  named(_$delayFunction(table:row:)), named(Activity),
  named(Activities), named(_$initial), named(Part), named(isIn(_:)), named(init))
@attached(memberAttribute)
@attached(extension, conformances: Region)
public macro Submachine() = #externalMacro(module: "FSMMacrosPlugin", type: "RegionMacro")

/// Adds a payload-free `Case` discriminant and a `case` property to an enum.
///
/// `@StateMachine` attaches it to the nested `Event` and `Effect` enums; you do not write it.
@_documentation(visibility: private)
@attached(member, names: named(Case), named(`case`))
@attached(extension, conformances: CaseDiscriminable)
public macro _CaseDiscriminant() =
  #externalMacro(module: "FSMMacrosPlugin", type: "CaseDiscriminantMacro")

/// Makes an enum nested in a `@StateMachine` struct one of its regions: adds `Case` and `case`,
/// and names the struct's `Event` and `Effect` in the enum, for its table.
///
/// `@StateMachine` attaches it to each region; you do not write it.
@_documentation(visibility: private)
@attached(
  member,
  // NB: the names of `GeneratedNames.regionMembers` in the macro plugin, in its order (a test
  // checks).
  names: named(Case), named(`case`), named(Parent), named(Event), named(Effect),
  named(Transition), named(Superstates), named(_$delay(table:row:)),
  named(_$delay(table:row:entering:)),
  named(_$delayFunction(table:row:)), named(Activity),
  named(Activities), named(_$initial), named(Part), named(isIn(_:)), named(init))
@attached(memberAttribute)
@attached(extension, conformances: Region)
public macro _Region(activities: Swift.Bool = false) =
  #externalMacro(module: "FSMMacrosPlugin", type: "RegionMacro")

/// Makes a machine's `enum Superstate` `Sendable`, `CaseIterable` and
/// `CustomStringConvertible`, usable from any isolation.
///
/// `@StateMachine` attaches it to the nested `Superstate` enum; you do not write it.
@_documentation(visibility: private)
@attached(
  extension, conformances: Sendable, CaseIterable, CustomStringConvertible,
  names: named(allCases), named(description))
public macro _Superstate() = #externalMacro(module: "FSMMacrosPlugin", type: "SuperstateMacro")
