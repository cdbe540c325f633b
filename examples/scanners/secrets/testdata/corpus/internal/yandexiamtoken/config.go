package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":         "https://api.acme.dev/v2",
	"yandex_iam_token": "t1.v3lH31AGeKOMnisA0KEF03kgJQ7fVv4p1EPa9mDPRzrmR739vTXWhgAWOvd33pjAXUl7G==.rn-mzvcFgN2wnrSzljl0iHzhhiZIrQlbeB8AKbdnMotG8uTss386aTv8_0-pjFRWSYooZiFL2H5BqpF0P5LmOD==",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
