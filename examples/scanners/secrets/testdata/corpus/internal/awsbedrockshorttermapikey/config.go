package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                       "https://api.acme.dev/v2",
	"aws_bedrock_short_term_api_key": "bedrock-api-key-YmVkcm9jay5hbWF6b25hd3MuY29teCV/TRkMTUWBiW7LCgs+wzwmL47LF/pD3sQnYqP0KwFmPp6aHe8GGYPvD+K+oEWy60azxHnyzy52WJqsIIXmH84QQJtC8DW4OSPnFA8tc5Q1/GE2aMajVCjaFEArHERxZ11rAtg3yoWEAh37Pk9ezRqdj9ibdXVIBX7kXPYFB+zQ6nScjhq5OXbPBYbuAZWSs5ay6Z8WkpsKamwIO9gpWRtgUbVsyD85VhF11G6CkvJeHNQc268AN0v3+yeukr9CeK+fNMb1Uj+VE++pt/VTgDcdm38tmqZUegE5INxxpXvliAvxSGjB8WEe56jZxjl4Nzciup/RbqF8XkBs8WfiT4HqLSTMp4M4Kf6dnRt2qhh2AWEPda4oYVPm5SIr/dnfOKKYG6c5N3N3QoMPgbvC4mkdSJQug8V9VafiBVwgNCrKT3xsjLdq5syBybFGvkyz2Tk31myaYvKbdrzUJaXqbJzucD0qhh8RCTThA/wVbK4+KZmMiL3IXlnDMI4kv1pwsLtbpXOcgmyn5B70CJxIRgGfr3MNlaSjFpmFEgO1/UH5rVICDuv8Qegg37uVr4NADj6ILqgjWKLt3cAuafhZCdsWa6NyoJzV6k+9PbDtbcPHMHlxwtcK6fIaulvaffJsD1Z/rcyiV99nQvznNShv+9v66qo4ncltqlZWYJSUNZJ3hUTYdWqu3YJmKzyKrqXtOeUW2HK4TPSGVnx0NVK3zHKV7/6lQgRBpSLymTvh0kj6fkiioI/Ke8t7cvEOOOxHz3FX1nOLv4Ux8LyRA5XFa/Hgexh+8IHmJs1ang+ue1Jnt9fvKQ19kFlOMj8AiP/kvzvvfz0CWNy+5sawKDJuFn7+Lllx6ESpil7==",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
