import Cassowary

/// The arithmetic of the safe-area fixed point that `Pipeline` runs: every view gets the
/// safe-area insets UIKit would give it (`SafeAreaOverlap`), which depend on where the
/// solver puts the view; they move its `safe` guide and its margins.
///
/// The insets are constants in the constraints that use `safe` or margins, but they
/// depend on the solved frames, so the layout is not linear in general. The pipeline
/// solves with the current insets, computes each view's insets from the solved frames
/// (`insets`), re-lowers what reads them (`Compiler.relower`) and solves again, until no
/// inset moves by more than `Tolerance.safeAreaInset` (`isSettled`), for at most
/// `maximumRounds` rounds (as UIKit itself re-runs layout when `safeAreaInsetsDidChange`).
/// A layout that still moves after the last round is solved with the last insets and gets
/// a `safe-area-not-converged` warning. Deterministic: the same rounds run every time.
enum SafeAreaPass {
    static let maximumRounds = 10

    /// Whether the insets can move at all: only views under a root with a safe area get any.
    static func applies(to layout: CompiledLayout, root: EdgeInsets) -> Bool {
        layout.views.count > 1 && root != .zero
    }

    /// Each view's insets (all but the root's: a container's guide is `safe` for its
    /// subviews, and any view's margins are measured from its safe area) from the solved
    /// values; zero insets are left out.
    static func insets(in layout: CompiledLayout, _ values: [Double], root: EdgeInsets) -> [Int: EdgeInsets] {
        insets(of: Array(layout.views.indices.dropFirst()), in: layout, values, root: root)
    }

    /// `safe-area-not-converged`.
    static func notConverged() -> Diagnostic {
        Diagnostic(
            .warning, .safeAreaNotConverged,
            "the safe-area insets of nested views did not settle after \(maximumRounds) rounds "
                + "(a view's position depends on its own safe area); the frames use the last round's insets",
            at: nil)
    }

    /// Each container's insets from its solved absolute frame; zero insets are left out.
    static func insets(of containers: [Int], in layout: CompiledLayout, _ values: [Double], root: EdgeInsets)
        -> [Int: EdgeInsets]
    {
        let rootView = layout.views[0]
        let rootSize = Size(width: values[rootView.width], height: values[rootView.height])
        var result: [Int: EdgeInsets] = [:]
        for index in containers {
            let view = layout.views[index]
            let frame = Frame(x: values[view.x], y: values[view.y], width: values[view.width], height: values[view.height])
            let insets = SafeAreaOverlap.insets(of: frame, rootSize: rootSize, rootInsets: root)
            if insets != .zero { result[index] = insets }
        }
        return result
    }

    static func isSettled(_ a: [Int: EdgeInsets], _ b: [Int: EdgeInsets]) -> Bool {
        let keys = Set(a.keys).union(b.keys)
        return keys.allSatisfy { key in
            let x = a[key] ?? .zero
            let y = b[key] ?? .zero
            let tolerance = Tolerance.safeAreaInset
            return abs(x.top - y.top) <= tolerance && abs(x.left - y.left) <= tolerance
                && abs(x.bottom - y.bottom) <= tolerance && abs(x.right - y.right) <= tolerance
        }
    }
}
