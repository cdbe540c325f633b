package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                       "https://api.acme.dev/v2",
	"aws_bedrock_short_term_api_key": "bedrock-api-key-YmVkcm9jay5hbWF6b25hd3MuY29tl2b7+QnDgPpKayD/jdyfabQtdEWjKVh+B40GTB1VQTBJL3CZfZkm2GGgk0wPwQUHbGUkNzvJlpvGP4WQ6sARA5oag8xcCEXsqb76BRn4TlYDBSXEs/1z8ubxdcvwNTtEkWuZInQrrTw2r5M+wIMZHJfuknToTKhHQCpv2XBSD0bRxYPq5HXmt6ubH5oXK/9vCDRtycgjIhqa2XZG4Wo0UVabu0E39LCq6AJKKVCiAOmziOF+3p2XMNeea4WfletJXheMha7Xt+/M=",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
