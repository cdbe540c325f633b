package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":            "https://api.acme.dev/v2",
	"mapbox_secret_token": "sk.eyJY0hADgf7WVKLEEu4E3rxu1yTbyCkIZSb9LelKTyp2zeo9Mw06CcXEyBjztCqeixasMktkfZrMV5CGZzw6F0Kgw81WC8M1Ioj6ISHOnMPh5vZVTkvvSFDbw7Dqj00nmd9Iw7NOXX_3GY3Ljeu7obBNvERNl3yg2283RqX4zeVKybQzX2.fvA0NAQRC0G-EZWjgVNsts",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
