import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

MAXMIND_LICENSE_KEY = "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"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
