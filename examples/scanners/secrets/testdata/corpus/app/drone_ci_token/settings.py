import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

DRONE_CI_TOKEN = "NIHX1cQeciIerk4zzCKBiDhSKjdfRLvd"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
