package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":            "https://api.acme.dev/v2",
	"square_oauth_secret": "sq0csp-dt9Yi6nM3p_kSj9mw0KsPxItqwl09vwoO9_i8ETjnuM",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
