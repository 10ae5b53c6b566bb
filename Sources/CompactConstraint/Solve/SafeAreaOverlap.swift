/// A view's safe-area insets: the part of the root's unsafe margins that overlaps it.
///
/// UIKit documents (`UIView.safeAreaInsets`) that the root view's insets come from the
/// bars and the screen, and that every other view's insets are only the portion of that
/// unsafe area which covers the view. Per edge, with the view's frame in the root's
/// coordinates (points): top = `rootTop − y`, left = `rootLeft − x`,
/// bottom = `(y + height) − (rootHeight − rootBottom)`, right likewise, each clamped to
/// `0 ... the view's extent in that axis` (a view cannot be covered by more than itself)
/// and never more than the root's own inset (a view that hangs over the root's edge is
/// not covered further, as UIKit caps it).
public enum SafeAreaOverlap {
    public static func insets(of frame: Frame, rootSize: Size, rootInsets: EdgeInsets) -> EdgeInsets {
        func clamp(_ value: Double, _ extent: Double) -> Double {
            min(max(0, value), max(0, extent)) + 0.0
        }
        // A view beyond the root's edge is covered by the root's inset, no more.
        let top = rootInsets.top - max(0, frame.y)
        let left = rootInsets.left - max(0, frame.x)
        let bottom = min(rootSize.height, frame.y + frame.height) - (rootSize.height - rootInsets.bottom)
        let right = min(rootSize.width, frame.x + frame.width) - (rootSize.width - rootInsets.right)
        return EdgeInsets(
            top: clamp(top, frame.height), left: clamp(left, frame.width),
            bottom: clamp(bottom, frame.height), right: clamp(right, frame.width))
    }
}
