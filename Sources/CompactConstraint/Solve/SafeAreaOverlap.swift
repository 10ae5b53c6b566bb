/// A view's safe-area insets: the part of the root's unsafe margins that overlaps it.
///
/// UIKit documents (`UIView.safeAreaInsets`) that the root view's insets come from the
/// bars and the screen, and that every other view's insets are only the portion of that
/// unsafe area which covers the view. Per edge, with the view's frame in the root's
/// coordinates (points): top = `rootTop − y`, left = `rootLeft − x`,
/// bottom = `(y + height) − (rootHeight − rootBottom)`, right likewise, each clamped to
/// `0 ... the view's extent in that axis` (a view cannot be covered by more than itself).
public enum SafeAreaOverlap {
    public static func insets(of frame: Frame, rootSize: Size, rootInsets: EdgeInsets) -> EdgeInsets {
        func clamp(_ value: Double, _ extent: Double) -> Double {
            min(max(0, value), max(0, extent)) + 0.0
        }
        return EdgeInsets(
            top: clamp(rootInsets.top - frame.y, frame.height),
            left: clamp(rootInsets.left - frame.x, frame.width),
            bottom: clamp(frame.y + frame.height - (rootSize.height - rootInsets.bottom), frame.height),
            right: clamp(frame.x + frame.width - (rootSize.width - rootInsets.right), frame.width))
    }
}
