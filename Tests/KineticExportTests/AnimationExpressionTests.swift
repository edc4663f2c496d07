import Foundation
import Kinetic
import KineticCore
import Testing
@testable import KineticExport

@Suite("AnimationExpression: parsing")
struct AnimationExpressionTests {
    /// Each expression as a developer writes it, and the Animation the same Swift code builds.
    static let cases: [(String, Animation)] = [
        (".spring(duration: 0.42, bounce: 0.3)", .spring(duration: 0.42, bounce: 0.3)),
        (".bouncy(extraBounce: 0.1)", .bouncy(extraBounce: 0.1)),
        (".interpolatingSpring(mass: 1, stiffness: 170, damping: 15).delay(0.1)",
         .interpolatingSpring(mass: 1, stiffness: 170, damping: 15).delay(0.1)),
        (".easeInOut(duration: 0.3).speed(2).repeatCount(2, autoreverses: true)",
         .easeInOut(duration: 0.3).speed(2).repeatCount(2, autoreverses: true)),
        (".timingCurve(0.2, 0.8, 0.2, 1, duration: 0.5)", .timingCurve(0.2, 0.8, 0.2, 1, duration: 0.5)),
        ("Animation.snappy", .snappy),
        (".spring(Spring(mass: 2, stiffness: 100, damping: 10), blendDuration: 0.2)",
         .spring(Spring(mass: 2, stiffness: 100, damping: 10), blendDuration: 0.2)),
        (".spring(response: 0.3, dampingFraction: 0.6)", .spring(response: 0.3, dampingFraction: 0.6)),
        (".spring()", .spring()),
        (".spring", .spring),
        (".default", .default),
        (".linear", .linear),
        (".easeIn(duration: 1)", .easeIn(duration: 1)),
        (".easeOut", .easeOut),
        (".smooth(duration: 0.8)", .smooth(duration: 0.8)),
        (".snappy(duration: 0.3, extraBounce: -0.05)", .snappy(duration: 0.3, extraBounce: -0.05)),
        (".interactiveSpring", .interactiveSpring),
        (".interactiveSpring(duration: 0.2, extraBounce: 0.1)", .interactiveSpring(duration: 0.2, extraBounce: 0.1)),
        (".interactiveSpring(response: 0.2, dampingFraction: 0.7, blendDuration: 0.1)",
         .interactiveSpring(response: 0.2, dampingFraction: 0.7, blendDuration: 0.1)),
        (".interpolatingSpring(duration: 0.6, bounce: 0.2, initialVelocity: 3)",
         .interpolatingSpring(duration: 0.6, bounce: 0.2, initialVelocity: 3)),
        (".interpolatingSpring(.bouncy(duration: 0.4))", .interpolatingSpring(.bouncy(duration: 0.4))),
        (".interpolatingSpring(Spring(settlingDuration: 1, dampingRatio: 0.5))",
         .interpolatingSpring(Spring(settlingDuration: 1, dampingRatio: 0.5))),
        (".interpolatingSpring(Spring(response: 0.4, dampingRatio: 1.5))", .interpolatingSpring(Spring(response: 0.4, dampingRatio: 1.5))),
        (".timingCurve(.circularEaseInOut, duration: 0.4)", .timingCurve(.circularEaseInOut, duration: 0.4)),
        (".timingCurve(UnitCurve.bezier(startControlPoint: UnitPoint(x: 0.1, y: 0.7), endControlPoint: .center), duration: 1)",
         .timingCurve(.bezier(startControlPoint: UnitPoint(x: 0.1, y: 0.7), endControlPoint: .center), duration: 1)),
        (".linear(duration: 2).repeatForever(autoreverses: false)", .linear(duration: 2).repeatForever(autoreverses: false)),
        (".smooth.logicallyComplete(after: 0.25)", .smooth.logicallyComplete(after: 0.25)),
        (".spring(duration: -0.2, bounce: 1_0e-1)", .spring(duration: -0.2, bounce: 1_0e-1)),
    ]

    @Test("every factory and modifier builds the animation the same Swift code builds", arguments: cases.indices)
    func buildsTheSameAnimation(_ index: Int) throws {
        let (text, expected) = Self.cases[index]
        let expression = try AnimationExpression(parsing: text)
        #expect(expression.animation == expected, "\(text)")
    }

    @Test("prints back exactly as written, literals untouched", arguments: cases.indices)
    func printsBack(_ index: Int) throws {
        let text = Self.cases[index].0
        let expression = try AnimationExpression(parsing: text)
        #expect(expression.description == text)
        #expect(try AnimationExpression(parsing: expression.description) == expression)
    }

    @Test("spacing, line breaks and comments as pasted from a source file")
    func readsPastedSource() throws {
        let pasted = """
            Animation
                .spring(duration:0.5,   bounce: 0.25) // tuned in the lab
                .delay( 0.1 )
            """
        let expression = try AnimationExpression(parsing: pasted)
        #expect(expression.description == "Animation.spring(duration: 0.5, bounce: 0.25).delay(0.1)")
        #expect(expression.animation == .spring(duration: 0.5, bounce: 0.25).delay(0.1))
    }

    @Test("resolved motion: figures of the spring, the curve and the modifiers")
    func resolvedMotion() throws {
        let spring = try AnimationExpression(parsing: ".spring(duration: 0.5, bounce: 0.3)")
        // SPEC §3: fraction 1 − 0.3 = 0.7; SPEC §5: k = (2π/0.5)² = 157.91…, c = 2√k·0.7 = 17.59…
        #expect(spring.motion == .fluidSpring(response: 0.5, dampingFraction: 0.7, blendDuration: 0))
        let physics = try #require(spring.motion.physics)
        #expect(abs(physics.stiffness - 157.91367041742973) < 1e-9)
        #expect(abs(physics.damping - 2 * 157.91367041742973.squareRoot() * 0.7) < 1e-9)

        let curve = try AnimationExpression(parsing: ".easeInOut(duration: 0.3).speed(2).delay(0.2).speed(4)")
        #expect(curve.motion == .curve(.bezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1), duration: 0.3))
        #expect(curve.speed == 8)
        #expect(curve.delay == 0.05)   // delay 0.2 s seen at 4× speed
    }

    @Test("the named curves' control points are Kinetic's", arguments: ["linear", "easeIn", "easeOut", "easeInOut"])
    func namedCurves(_ name: String) throws {
        let kinetic: [String: UnitCurve] = ["linear": .linear, "easeIn": .easeIn, "easeOut": .easeOut, "easeInOut": .easeInOut]
        #expect(AnimationSignatures.namedBeziers[name]?.unitCurve == kinetic[name])
    }

    @Test("errors name the problem, point at its column and suggest the nearest name", arguments: [
        (".sprung(duration: 0.5)", "unknown animation 'sprung' at 2; did you mean 'spring'?"),
        (".spring(duration: 0.5, bounse: 0.3)", "unexpected argument 'bounse:' for spring(duration:bounce:blendDuration:) at 24; did you mean 'bounce:'?"),
        (".spring(duration: 0.5", "expected ')' at 22"),
        (".spring(duration: fast)", "expected a number for 'duration:', found 'fast' at 19"),
        (".easeInOut(duration: 0.3).repeatCount(2.5)", "expected an integer for the argument, found '2.5' at 39"),
        (".snappy.delya(0.1)", "unknown modifier 'delya' at 9; did you mean 'delay'?"),
        (".interpolatingSpring(mass: 1, damping: 10)",
         "missing argument 'stiffness:' for interpolatingSpring(mass:stiffness:damping:initialVelocity:) at 31"),
        (".timingCurve", "'timingCurve' needs arguments: timingCurve(_:_:_:_:duration:) or timingCurve(_:duration:) at 2"),
        ("", "expected an expression at 1"),
        ("spring(duration: 0.5)", "expected '.spring' (an animation starts with a dot or 'Animation.') at 1"),
        (".spring(Sprin(duration: 0.5))", "expected a Spring, found 'Sprin(duration: 0.5)' at 9"),
        (".spring(.bouncyy)", "unknown Spring 'bouncyy' at 10; did you mean 'bouncy'?"),
        (".snappy(duration: 0.5) + 1", "unexpected '+ 1' (an animation is one chain of calls) at 24"),
        (".linear(duration: 1).repeatCount(2, autoreverses: yes)", "expected true or false for 'autoreverses:', found 'yes' at 51"),
        (".spring(duration: 0.5)\n  .speed(1e999)", "1e999 is not a finite number at 2:10"),
        (".spring(duration: 0.5) /* tuned", "unterminated '/*' comment at 24"),
        (".snappy +", "unexpected '+' (an animation is one chain of calls) at 9"),
        (".snappy, y: 0.7)\n  .delay(0.1)\n  .speed(2)", "unexpected ', y: 0.7) .delay(0.1) .speed(2)' at 8"),
        (".spring(duration: " + String(repeating: "x", count: 80) + ")",
         "expected a number for 'duration:', found '" + String(repeating: "x", count: 59) + "…' at 19"),
        (".spring(duration: 0.5) { }", "closures are not animation arguments at 24"),
        (".spring(duration: \"0.5\")", "unexpected '\"' at 19"),
        (".spring(duration: 0.5 bounce: 0.3)", "expected ',' or ')', found 'bounce' at 23"),
        (".spring(duration: 0.5 * 2)", "expected a number for 'duration:', found '0.5 * 2' at 19"),
        (".easeIn(duration: 0x1F).repeatCount(0b11, autoreverses: true).speed(2x)", "expected a number for the argument, found '2x' at 69"),
        ("Animation(Elastic()).delay(1)",
         "a custom animation runs your own CustomAnimation code: it cannot be typed here or exported; use a built-in animation at 1"),
    ])
    func errors(_ text: String, _ message: String) {
        #expect(throws: AnimationExpressionError.self) { try AnimationExpression(parsing: text) }
        do {
            _ = try AnimationExpression(parsing: text)
        } catch {
            #expect("\(error)" == message)
        }
    }

    @Test("number literals as Swift writes them: underscores, exponents, 0x, 0o and 0b integers, a sign, parentheses")
    func numberLiterals() throws {
        let expression = try AnimationExpression(parsing: ".linear(duration: (1_0e-1)).repeatCount(0x0A, autoreverses: false).speed(-(2))")
        #expect(expression.description == ".linear(duration: 1_0e-1).repeatCount(0x0A, autoreverses: false).speed(-2)")
        #expect(expression.animation == .linear(duration: 1).repeatCount(10, autoreverses: false).speed(-2))
        #expect(try AnimationExpression(parsing: ".spring(duration: 0o7, bounce: 0b0)").animation == .spring(duration: 7, bounce: 0))
        // A hexadecimal integer with an E among its digits is still an integer (not an exponent).
        #expect(try AnimationExpression(parsing: ".linear.repeatCount(0x1E)").animation == .linear.repeatCount(30))
    }

    /// Any text is read to an expression or one error inside it (line and column within the text):
    /// never a crash, however it nests (8,000 random texts of the expressions' own tokens).
    @Test("random texts give an expression or an error placed in the text")
    func randomTexts() {
        let pieces = [".", "spring", "Spring", "(", ")", ",", ":", " ", "\n", "\r\n", "duration", "bounce", "0.5", "-", "1_0e-1", "0x",
                      "true", "{", "}", "+", "//", "/*", "*/", "Animation", "delay", "\"", "é", "(((("]
        var generator = SplitMix64(seed: 27)
        for _ in 0..<8_000 {
            let text = (0..<Int.random(in: 0...14, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            do {
                _ = try AnimationExpression(parsing: text)
            } catch let error as AnimationExpressionError {
                #expect(error.isPlaced(in: text) && !error.description.contains("\n"), "\(text.debugDescription): \(error)")
            } catch {
                Issue.record("\(text.debugDescription): \(error)")
            }
        }
        let deep = String(repeating: "(", count: 10_000) + "1" + String(repeating: ")", count: 10_000)
        #expect(throws: AnimationExpressionError.self) { try AnimationExpression(parsing: ".linear(duration: \(deep))") }
    }

    @Test("nearest names: close typos only")
    func nearest() {
        #expect(AnimationExpressionError.nearest(to: "sprung", in: ["spring", "snappy"]) == "spring")
        #expect(AnimationExpressionError.nearest(to: "Bouncy", in: ["bouncy"]) == "bouncy")
        #expect(AnimationExpressionError.nearest(to: "wobble", in: ["spring", "snappy", "bouncy"]) == nil)
    }

    @Test("a tuned value prints back with every digit (no rounding)")
    func exactLiterals() throws {
        let bounce = 0.1 + 0.2
        let expression = try AnimationExpression(parsing: ".spring(duration: \(NumberLiteral(0.5)), bounce: \(NumberLiteral(bounce)))")
        #expect(expression.description == ".spring(duration: 0.5, bounce: 0.30000000000000004)")
        #expect(expression.animation == .spring(duration: 0.5, bounce: bounce))
    }
}

