/// Rounds solved frames to the pixel grid of a screen scale, as UIKit does when Auto
/// Layout sets a view's frame.
///
/// The edges are rounded, not the size: the origin (minX, minY) and the far edge (maxX,
/// maxY) each go to the nearest multiple of `1 / scale` points, and the width and height
/// are whatever lies between the rounded edges. So two views that share an edge still
/// share it after rounding, and a 10.4-point view may become 10 or 10.5 points wide at
/// scale 2 depending on where it sits. Halves round away from zero, as C's `round()`.
/// Sources: AppKit's documented `NSView.backingAlignedRect(_:options:)` with
/// `AlignmentOptions.alignAllEdgesNearest` (min and max edges to the nearest pixel); UIKit
/// applies the same edge rounding to the frames it derives from the layout engine.
public enum PixelRounding {
    /// The screen scales `ccc` accepts, in pixels per point, from the file's `scale` and
    /// `--scale`: UIKit's screens are 1, 2 and 3 (`UIScreen.scale`), a Mac's 1 and 2
    /// (`NSScreen.backingScaleFactor`); up to 10 leaves room for other grids. Below 1 a pixel
    /// would be larger than a point (0.0001 rounded every frame to 0 × 0).
    public static let scales: ClosedRange<Double> = 1...10

    /// What a scale outside ``scales`` is told, after "must be".
    public static let scaleRule = "a number of pixels per point from 1 to 10, such as 2 or 3 (UIKit's screens are 1, 2 and 3)"

    /// One coordinate, in points, to the nearest multiple of `1 / scale`. A value within
    /// a relative 1e-9 of a half pixel counts as that half, so the solver's floating-point
    /// round-off (398.49999999999994 for 398.5) does not decide which way a half goes.
    public static func round(_ value: Double, scale: Double) -> Double {
        guard scale > 0, scale.isFinite, value.isFinite else { return value }
        let scaled = value * scale
        let half = (scaled * 2).rounded() / 2
        let snapped = abs(scaled - half) <= 1e-9 * max(1, abs(scaled)) ? half : scaled
        let rounded = snapped.rounded(.toNearestOrAwayFromZero) / scale + 0.0
        return rounded.isFinite ? rounded : value
    }

    /// A frame with its four edges rounded; the size follows the edges.
    public static func round(_ frame: Frame, scale: Double) -> Frame {
        let minX = round(frame.x, scale: scale)
        let minY = round(frame.y, scale: scale)
        let maxX = round(frame.x + frame.width, scale: scale)
        let maxY = round(frame.y + frame.height, scale: scale)
        return Frame(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Every view's frame rounded in its superview's coordinates (as `UIView.frame` is
    /// set); each absolute frame is then its superview's rounded absolute origin plus the
    /// rounded frame, so nested views stay on the grid. The unrounded frames are kept in
    /// `unroundedFrame` and `unroundedAbsoluteFrame`.
    public static func round(_ solution: Solution, scale: Double) -> Solution {
        var result = solution
        let root = round(Frame(x: 0, y: 0, width: solution.size.width, height: solution.size.height), scale: scale)
        result.size = Size(width: root.width, height: root.height)
        result.scale = scale
        var indexByName: [String: Int] = [:]
        for (index, view) in solution.views.enumerated() { indexByName[view.name] = index }
        var absoluteOrigin: [Int: (x: Double, y: Double)] = [:]

        /// The rounded absolute origin of view `index`, walking up at most `views.count` levels.
        func origin(of index: Int, depth: Int) -> (x: Double, y: Double) {
            if let known = absoluteOrigin[index] { return known }
            let view = solution.views[index]
            let frame = round(view.frame, scale: scale)
            var parent = (x: 0.0, y: 0.0)
            if let name = view.superview, let superIndex = indexByName[name], depth < solution.views.count {
                parent = origin(of: superIndex, depth: depth + 1)
            }
            let value = (x: parent.x + frame.x, y: parent.y + frame.y)
            absoluteOrigin[index] = value
            return value
        }

        for index in solution.views.indices {
            let view = solution.views[index]
            let frame = round(view.frame, scale: scale)
            let absolute = origin(of: index, depth: 0)
            result.views[index].unroundedFrame = view.frame
            result.views[index].unroundedAbsoluteFrame = view.absoluteFrame
            result.views[index].frame = frame
            result.views[index].absoluteFrame = Frame(x: absolute.x, y: absolute.y, width: frame.width, height: frame.height)
        }
        return result
    }
}
