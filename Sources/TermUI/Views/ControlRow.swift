import Foundation

/// The layout of a form row: the label on the leading edge and the control's drawing (a fixed
/// number of points) on the trailing edge. Like iOS, the row spreads across the width offered.
@MainActor
enum ControlRow {
    static func size(label: [ViewNode], control: CGSize, proposal: ProposedViewSize, labelHidden: Bool) -> CGSize {
        if labelHidden { return control }
        let labelWidth = proposal.width.map { max(0, $0 - control.width - 8) }
        let labelSize = stack(label, ProposedViewSize(width: labelWidth, height: proposal.height))
        let ideal = labelSize.width + (labelSize.width > 0 ? 8 : 0) + control.width
        let width = proposal.width.flatMap { $0.isFinite ? max($0, ideal) : nil } ?? ideal
        return CGSize(width: width, height: max(control.height, labelSize.height))
    }

    /// Places the label; returns the rectangle left for the control.
    @discardableResult
    static func place(label: [ViewNode], control: CGSize, in bounds: CGRect, labelHidden: Bool) -> CGRect {
        let controlRect = CGRect(x: bounds.maxX - control.width, y: bounds.minY, width: control.width, height: control.height)
        if labelHidden {
            for unit in label { unit.place(in: CGRect(origin: bounds.origin, size: .zero)) }
            return controlRect
        }
        let labelWidth = max(0, bounds.width - control.width - 8)
        let size = stack(label, ProposedViewSize(width: labelWidth, height: bounds.height))
        let rect = CGRect(x: bounds.minX, y: bounds.minY, width: min(size.width, labelWidth), height: size.height)
        if label.count == 1 { label[0].place(in: rect) }
        else if !label.isEmpty { StackLayout(axis: .vertical, alignment: .leading, spacing: 0).place(label, in: rect) }
        return controlRect
    }

    private static func stack(_ units: [ViewNode], _ proposal: ProposedViewSize) -> CGSize {
        if units.count == 1 { return units[0].sizeThatFits(proposal) }
        return StackLayout(axis: .vertical, alignment: .leading, spacing: 0).sizeThatFits(proposal, units: units)
    }

    /// Numbers as VoiceOver reads a stepper's value: whole numbers without a decimal point.
    static func decimal(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return "\(Int(value))" }
        return String(format: "%.2f", value).replacingOccurrences(of: #"\.?0+$"#, with: "", options: .regularExpression)
    }
}
