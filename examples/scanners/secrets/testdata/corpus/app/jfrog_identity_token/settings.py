import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

JFROG_IDENTITY_TOKEN = "iDT4sdpzoNzbsYwFHAO8YOjHxdNCjuifMHYDX0Kt5rEEfmb0XjW0s2iRh9mgL4n4"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
