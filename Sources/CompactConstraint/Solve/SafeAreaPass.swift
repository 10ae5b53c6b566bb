import Cassowary

/// Gives every view the safe-area insets UIKit would give it (`SafeAreaOverlap`), which
/// depend on where the solver puts the view; they move its `safe` guide and its margins.
///
/// The insets are constants in the constraints that use `safe`, but they depend on the
/// solved frames, so the layout is not linear in general. The pass solves with the
/// current insets, computes each container's insets from the solved frames, re-lowers
/// with them and solves again, until no inset moves by more than `Tolerance.safeAreaInset`, for at most
/// `maximumRounds` rounds (as UIKit itself re-runs layout when `safeAreaInsetsDidChange`).
/// A layout that still moves after the last round is solved with the last insets and gets
/// a `safe-area-not-converged` warning. Deterministic: the same rounds run every time.
enum SafeAreaPass {
    static let maximumRounds = 10

    /// The compiled layout with settled safe-area insets. `layout` was compiled with
    /// `options`; diagnostics of the re-compilations are the same as the first one's and
    /// are dropped, so only the convergence warning is added.
    static func settle(
        _ layout: CompiledLayout, _ document: LayoutDocument, options: CompileOptions,
        into diagnostics: inout Diagnostics
    ) -> CompiledLayout {
        // Every view but the root: a container's guide is `safe` for its subviews, and any
        // view's margins are measured from its safe area.
        let containers = Array(layout.views.indices.dropFirst())
        let root = document.safeArea
        guard !containers.isEmpty, root != .zero else { return layout }
        var current = layout
        var options = options
        for _ in 0..<maximumRounds {
            var scratch = Diagnostics()
            let values = LayoutSolver.values(current, into: &scratch)
            let next = insets(of: containers, in: current, values, root: root)
            if isSettled(next, options.safeAreaInsets) { return current }
            options.safeAreaInsets = next
            current = Compiler.compile(document, options: options, into: &scratch)
        }
        var scratch = Diagnostics()
        let values = LayoutSolver.values(current, into: &scratch)
        if !isSettled(insets(of: containers, in: current, values, root: root), options.safeAreaInsets) {
            diagnostics.warning(
                .safeAreaNotConverged,
                "the safe-area insets of nested views did not settle after \(maximumRounds) rounds "
                    + "(a view's position depends on its own safe area); the frames use the last round's insets",
                at: nil)
        }
        return current
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
