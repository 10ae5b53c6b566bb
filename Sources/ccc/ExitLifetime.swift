/// Keeps a command's results alive until the process exits.
///
/// A large layout's run holds hundreds of thousands of small objects (syntax, compiled
/// constraints, diagnostics). Releasing them one by one when the command returns costs
/// about 4 % of the instructions of `ccc solve` on a 100×100 grid, for memory the operating
/// system takes back at exit anyway. So `solve`, `compile` and `explain` hand their run
/// here when they return; `lint`, its last file's run. The objects stay reachable (a leak checker sees them as still
/// in use, not lost). The library never does this: it frees what it no longer needs, as a
/// library must.
enum ExitLifetime {
    /// Only the main thread runs commands.
    nonisolated(unsafe) private static var kept: [Any] = []

    /// Retains `value` for the rest of the process.
    static func keep<Value>(_ value: Value) {
        kept.append(value)
    }
}
