// Skipped: dependencies are not linted unless named.
let x = NSLayoutConstraint.constraints(withVisualFormat: "H:|[nope", options: [], metrics: nil, views: [:])
