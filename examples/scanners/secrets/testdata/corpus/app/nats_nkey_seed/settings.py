import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

NATS_NKEY_SEED = "SXASXFZVUDX622JDTZYEARIJEHPFG23B5TYGYEK5MRAL6Z2MPTIIYT6LPY"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
