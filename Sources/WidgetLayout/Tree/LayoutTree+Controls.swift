/// Finding the control under a point, for hosts that take clicks on a drawn widget.
extension LayoutTree {
    /// The innermost Button or Toggle whose frame holds `point` (points from the widget's
    /// top-left corner), or `nil` when the point is on no control.
    ///
    /// ```swift
    /// if let control = tree.control(at: LayoutPoint(x: 40, y: 120)), let id = control.id { try runtime.tap(instance, control: id) }
    /// ```
    public func control(at point: LayoutPoint) -> ControlInfo? {
        allBoxes.last { box in
            box.control != nil && point.x >= box.frame.minX && point.x < box.frame.maxX && point.y >= box.frame.minY
                && point.y < box.frame.maxY
        }?.control
    }
}
