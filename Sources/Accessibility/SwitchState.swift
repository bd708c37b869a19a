/// A switch's state, as its element's value carries it: "1" on, "0" off, "2" mixed, the values
/// UIKit's switches report.
public enum SwitchState: String, Hashable, Sendable {
    case off = "0"
    case on = "1"
    case mixed = "2"

    public init(isOn: Bool) { self = isOn ? .on : .off }

    /// The state a switch's value says: no value is off; a value that is none of the three
    /// (an app's own wording) is nil.
    public init?(value: String?) {
        guard let value, !value.isEmpty else { self = .off; return }
        self.init(rawValue: value)
    }
}
