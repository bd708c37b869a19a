// `import TermUI` brings what `import SwiftUI` brings: the accessibility vocabulary, Foundation
// (CGFloat, CGPoint, CGSize, CGRect) and Observation.
@_exported import Accessibility
@_exported import Foundation
@_exported import Observation
