package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":              "https://api.acme.dev/v2",
	"gitlab_session_cookie": "_gitlab_session=wmpmvqmbfpf6au6nvrzaj7lue4p932ej",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
