import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

MAXMIND_LICENSE_KEY = "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"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
