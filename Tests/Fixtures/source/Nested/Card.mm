// Objective-C++: a clean call and a declaration.
- (NSArray *)constraintsWithVisualFormat:(NSString *)format;

void layoutCard(UIView *card, UIView *title) {
    NSDictionary *views = NSDictionaryOfVariableBindings(card, title);
    [card.superview addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:|-[card]-|" options:0 metrics:nil views:views]];
    [card addConstraintsWithVisualFormat:@"V:|-[title]-|" options:0 metrics:nil views:views];
}
