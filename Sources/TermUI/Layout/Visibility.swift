import Accessibility
import Foundation

public enum Visibility: Hashable, Sendable { case automatic, visible, hidden }
