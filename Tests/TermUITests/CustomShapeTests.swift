import Foundation
import Testing
@testable import TermUI

/// A shape of one's own, as SwiftUI code writes them: only `path(in:)`.
private struct Triangle: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.midX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        path.closeSubpath()
        return path
    }
}

/// A right triangle with its right angle at the leading bottom corner.
private struct Wedge: Shape {
    var behavior: LayoutDirectionBehavior = .mirrors
    var layoutDirectionBehavior: LayoutDirectionBehavior { behavior }
    func path(in rect: CGRect) -> Path {
        Path { p in
            p.move(to: CGPoint(x: rect.minX, y: rect.minY))
            p.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
            p.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
            p.closeSubpath()
        }
    }
}

/// A shape with a size of its own, as `sizeThatFits` gives one.
private struct Dot: Shape {
    func path(in rect: CGRect) -> Path { Path(rect) }
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { CGSize(width: 16, height: 16) }
}

/// A shape with animatable data, as animated shapes declare it.
private struct Bar: Shape {
    var fraction: Double
    var animatableData: Double {
        get { fraction }
        set { fraction = newValue }
    }
    func path(in rect: CGRect) -> Path {
        Path(CGRect(x: rect.minX, y: rect.minY, width: rect.width * fraction, height: rect.height))
    }
}

/// A bar that a button fills.
private struct Filling: View {
    @State private var fraction = 0.25
    var body: some View {
        VStack(spacing: 0) {
            Button("Fill") { fraction = 1 }
            Bar(fraction: fraction).frame(width: 64, height: 16)
        }
    }
}

/// Custom `Shape`s and `Path` as a view, drawn in cells as a `Canvas` draws paths.
@MainActor
struct CustomShapeTests {
    @Test("a custom shape used as a view is filled with the foreground style: a cell is filled when its centre is inside the path")
    func customShapeFillsByDefault() {
        #expect(drawing(Triangle().frame(width: 56, height: 48), columns: 7, rows: 3) == "   █\n  ███\n █████")
        #expect(drawing(Triangle().fill(.red).frame(width: 56, height: 48), columns: 7, rows: 3) == "   █\n  ███\n █████")
    }

    @Test("stroke draws a custom shape's outline inside its frame, one cell wide whatever the line width; corners join")
    func customShapeStroke() {
        let square = drawing(Bar(fraction: 1).stroke(lineWidth: 3).frame(width: 32, height: 48), columns: 4, rows: 3)
        #expect(square == "┌──┐\n│  │\n└──┘", "where lines meet, a corner joins them")
        let triangle = drawing(Triangle().stroke(Color.blue).frame(width: 56, height: 48), columns: 7, rows: 3)
        #expect(triangle.contains("╱") && triangle.contains("╲"), "got \(triangle)")
    }

    @Test("a shape's path is asked for in the frame it is given, so animatable data shapes it")
    func pathFollowsTheFrameAndData() {
        #expect(drawing(Bar(fraction: 0.5).frame(width: 64, height: 16), columns: 8, rows: 1) == "████")
        var bar = Bar(fraction: 0.25)
        bar.animatableData = 1
        #expect(drawing(bar.frame(width: 64, height: 16), columns: 8, rows: 1) == "████████")
    }

    @Test("a Path used as a view draws itself where its points are")
    func pathAsAView() {
        let path = Path { p in
            p.addRect(CGRect(x: 8, y: 0, width: 16, height: 32))
        }
        #expect(drawing(path.frame(width: 40, height: 32), columns: 5, rows: 2) == " ██\n ██")
        let line = Path { p in
            p.move(to: CGPoint(x: 4, y: 8))
            p.addLine(to: CGPoint(x: 36, y: 8))
        }
        #expect(drawing(line.stroke(Color.green).frame(width: 40, height: 16), columns: 5, rows: 1) == "─────")
    }

    @Test("arcs and ellipses are kept as segments along the curve: a circle's arc fills a disc")
    func arcsAndEllipses() {
        var pie = Path()
        pie.move(to: CGPoint(x: 40, y: 40))
        pie.addArc(center: CGPoint(x: 40, y: 40), radius: 40, startAngle: .degrees(0), endAngle: .degrees(360), clockwise: false)
        pie.closeSubpath()
        #expect(pie.contains(CGPoint(x: 40, y: 10)))
        #expect(!pie.contains(CGPoint(x: 5, y: 5)), "a corner of the square around the circle is outside")
        var half = Path()
        half.addArc(center: CGPoint(x: 40, y: 40), radius: 40, startAngle: .degrees(0), endAngle: .degrees(180), clockwise: false)
        #expect(half.boundingRect.minY > 39, "clockwise: false turns towards +y, down the screen")
        var curve = Path()
        curve.move(to: .zero)
        curve.addQuadCurve(to: CGPoint(x: 40, y: 0), control: CGPoint(x: 20, y: 40))
        #expect(curve.boundingRect.maxY > 15, "a curve bends towards its control point")
        let ellipse = Path(ellipseIn: CGRect(x: 0, y: 0, width: 80, height: 48))
        #expect(ellipse.segments.count > 4, "an ellipse is stroked along its curve, not its bounding box")
    }

    @Test("the built-in shapes are shapes too: their paths, and .fill/.stroke draw them as before")
    func builtInShapesHavePaths() {
        let rect = CGRect(x: 0, y: 0, width: 80, height: 40)
        #expect(Rectangle().path(in: rect).boundingRect == rect)
        #expect(Circle().path(in: rect).boundingRect.width == 40, "a circle is the largest centred in the rectangle")
        #expect(Ellipse().path(in: rect).contains(CGPoint(x: 40, y: 20)))
        #expect(drawing(Rectangle().fill(.red).frame(width: 16, height: 16), columns: 2, rows: 1) == "━━")
        #expect(drawing(RoundedRectangle(cornerRadius: 4).stroke(lineWidth: 2).frame(width: 32, height: 32), columns: 4, rows: 2) == "╭──╮\n╰──╯")
        #expect(drawing(AnyShape(Circle()).frame(width: 8, height: 16), columns: 1, rows: 1) == "●")
    }

    @Test("shape modifiers: an offset moves the drawing; rotation and scale are accepted and drawn unchanged")
    func shapeModifiers() {
        #expect(drawing(Rectangle().offset(x: 8).frame(width: 16, height: 32), columns: 3, rows: 2) == " ┌┐\n └┘")
        #expect(drawing(Bar(fraction: 1).offset(x: 8).frame(width: 16, height: 16), columns: 3, rows: 1) == " ██")
        #expect(drawing(Triangle().rotation(.degrees(90)).scale(0.5).frame(width: 56, height: 48), columns: 7, rows: 3)
            == "   █\n  ███\n █████")
        #expect(drawing(Circle().rotation(.degrees(45)).frame(width: 32, height: 32), columns: 4, rows: 2)
            == drawing(Circle().frame(width: 32, height: 32), columns: 4, rows: 2))
    }

    @Test("trim draws the part of the outline from one fraction of its length to another: a progress ring shows how far it goes")
    func trimDrawsPartOfTheOutline() {
        let rect = Path(CGRect(x: 0, y: 0, width: 80, height: 40))
        #expect(rect.trimmedPath(from: 0, to: 1.0 / 3).boundingRect == CGRect(x: 0, y: 0, width: 80, height: 0), "a third of 240 points is the top edge")
        #expect(rect.trimmedPath(from: 0.5, to: 0.25).isEmpty)
        let whole = drawing(Circle().stroke(Color.blue).frame(width: 64, height: 64), columns: 8, rows: 4)
        #expect(drawing(Circle().trim(from: 0, to: 1).stroke(Color.blue).frame(width: 64, height: 64), columns: 8, rows: 4) == whole,
                "a whole outline keeps the built-in drawing")
        let half = drawing(Circle().trim(from: 0, to: 0.5).stroke(Color.blue, lineWidth: 4).frame(width: 64, height: 64), columns: 8, rows: 4)
        let rows = half.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(rows.count == 4 && rows[0].allSatisfy { $0 == " " }, "half a circle from the trailing side runs clockwise through the bottom: \(half)")
        #expect(half.contains("─"))
    }

    @Test("like SwiftUI, a custom shape makes no element; an accessibility label on it makes one")
    func customShapeElements() {
        #expect(tree(Triangle().frame(width: 16, height: 16)).allElements.isEmpty)
        #expect(tree(Path(CGRect(x: 0, y: 0, width: 8, height: 8))).allElements.isEmpty)
        #expect(tree(Triangle().fill(.orange).frame(width: 16, height: 16).accessibilityLabel("Warning")).labels == ["Warning"])
        #expect(tree(Triangle().accessibilityLabel("Play")).labels == ["Play"])
        let marked = tree(VStack { Text("Status"); Triangle().stroke().accessibilityValue("Rising") })
        #expect(marked.allElements.map(\.value) == [nil, "Rising"])
    }

    @Test("insettable shapes: the built-in ones inset (keeping their box drawing), a custom path is asked for in the inset frame")
    func insettableShapes() {
        let rect = CGRect(x: 0, y: 0, width: 80, height: 40)
        #expect(Rectangle().inset(by: 8).path(in: rect).boundingRect == CGRect(x: 8, y: 8, width: 64, height: 24))
        #expect(drawing(Circle().inset(by: 2).stroke(Color.blue).frame(width: 32, height: 32), columns: 4, rows: 2)
            == drawing(Circle().stroke(Color.blue).frame(width: 32, height: 32), columns: 4, rows: 2))
        let inset = _Inset(shape: Bar(fraction: 1), amount: 8)
        #expect(drawing(inset.frame(width: 32, height: 48), columns: 4, rows: 3) == " ██\n ██", "cells whose centres are inside the inset frame")
    }

    @Test("fill(.foreground) draws in the environment's foreground style, as a plain shape does")
    func foregroundStyleFill() {
        #expect(drawing(Triangle().fill(.foreground).frame(width: 56, height: 48), columns: 7, rows: 3) == "   █\n  ███\n █████")
    }

    @Test("a custom shape mirrors right to left by default (layoutDirectionBehavior .mirrors, as on iOS 17); .fixed does not")
    func customShapesMirrorRightToLeft() {
        let wedge = Wedge().frame(width: 32, height: 32)
        #expect(drawing(wedge, columns: 4, rows: 2) == "█\n███")
        #expect(drawing(wedge.environment(\.layoutDirection, .rightToLeft), columns: 4, rows: 2) == "   █\n ███")
        let fixed = Wedge(behavior: .fixed).frame(width: 32, height: 32).environment(\.layoutDirection, .rightToLeft)
        #expect(drawing(fixed, columns: 4, rows: 2) == "█\n███")
    }

    @Test("a shape's sizeThatFits sizes it; by default a shape takes what it is offered")
    func shapeSizeThatFits() {
        #expect(drawing(HStack(spacing: 0) { Dot(); Text("Go") }, columns: 10, rows: 1).trimmingCharacters(in: .whitespaces) == "██Go")
        #expect(drawing(HStack(spacing: 0) { Bar(fraction: 1); Text("Go") }.frame(height: 16), columns: 10, rows: 1) == "████████Go")
    }

    @Test("a shape whose data changes with state draws its new path")
    func shapeFollowsState() {
        let graph = ViewGraph(Filling(), columns: 8, rows: 2)
        #expect(graph.draw().text.contains("██") && !graph.draw().text.contains("███"), "a quarter of 8 columns")
        graph.accessibilityTree().first("Fill")?.defaultAction?()
        graph.update()
        #expect(graph.draw().text.contains("████████"), "got \(graph.draw().text)")
    }
}
