/// A rectangle in points: origin (x, y) and size (width, height).
public struct Frame: Sendable, Hashable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }
}

/// Which parts of a view's frame the constraints leave open (more than one frame
/// satisfies them equally well).
public struct Ambiguity: Sendable, Hashable {
    public var horizontalPosition = false
    public var width = false
    public var verticalPosition = false
    public var height = false

    public init() {}

    public var isAmbiguous: Bool { horizontalPosition || width || verticalPosition || height }

    /// "horizontal position, width" — the open parts in a fixed order.
    public var description: String {
        [(horizontalPosition, "horizontal position"), (width, "width"), (verticalPosition, "vertical position"),
         (height, "height")].filter(\.0).map(\.1).joined(separator: ", ")
    }
}

/// One view's solved frame.
public struct SolvedView: Sendable {
    public var name: String
    /// The superview's name; nil for a view directly under the root.
    public var superview: String?
    /// Relative to the superview, as `UIView.frame`.
    public var frame: Frame
    /// Relative to the root.
    public var absoluteFrame: Frame
    public var ambiguity: Ambiguity
    /// With pixel rounding on (`scale`): `frame` and `absoluteFrame` before rounding; nil otherwise.
    public var unroundedFrame: Frame? = nil
    public var unroundedAbsoluteFrame: Frame? = nil
}

/// The frames of a layout after solving.
public struct Solution: Sendable {
    /// The root's solved size.
    public var size: Size
    /// Which sides of the root's size the constraints leave open (only possible for a side
    /// the file's `size` leaves out).
    public var sizeAmbiguity = Ambiguity()
    /// Every view but the root, in file order.
    public var views: [SolvedView]
    /// The screen scale the frames were rounded to (pixels per point); nil when not rounded.
    public var scale: Double? = nil
}
