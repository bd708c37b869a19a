// Like `import SwiftUI`, `import TermUI` brings Foundation (CGFloat, CGPoint, URL, Date), so
// SwiftUI code compiles with its one import. TermUI's `Timer` shadows Foundation's there; a
// file that also imports Foundation itself names it `TermUI.Timer`.
@_exported import Foundation
