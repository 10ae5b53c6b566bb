/// The root view's size as the file (`"size"`) or the command line (`--size`) gives it, in
/// points: a side left out (`{"width": 375}`, `--size 375x`) is left to the constraints,
/// as a self-sizing cell's height is computed from its content
/// (`UIView.systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`
/// with the width fixed).
public struct RootSize: Sendable, Hashable {
    public var width: Double?
    public var height: Double?

    public init(width: Double?, height: Double?) {
        self.width = width
        self.height = height
    }

    /// Both sides fixed.
    public init(_ size: Size) {
        self.init(width: size.width, height: size.height)
    }
}
