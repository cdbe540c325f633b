import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

BREVO_API_KEY = "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"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
