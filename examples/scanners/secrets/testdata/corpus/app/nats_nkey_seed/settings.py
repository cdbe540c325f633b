import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

NATS_NKEY_SEED = "SOAIORE7T73SYDPFBVLHDZT3EDXDFVP3ICHOLG37ZIRXUKJXQORVV2NJAF"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
