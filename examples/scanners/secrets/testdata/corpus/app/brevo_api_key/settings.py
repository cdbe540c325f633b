import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

BREVO_API_KEY = "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"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
