package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                "https://api.acme.dev/v2",
	"freshbooks_access_token": "ti7z09ufj8l5sfl7lmogx5ja522gbtccpyl97727lx1abjk17kd65lwlpw4lmlnc",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
