import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

MAXMIND_LICENSE_KEY = "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"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
