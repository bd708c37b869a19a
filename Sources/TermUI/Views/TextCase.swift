import Accessibility
import Foundation

public enum TextCase: Hashable, Sendable { case uppercase, lowercase }
extension Text {
    public typealias Case = TextCase
}
