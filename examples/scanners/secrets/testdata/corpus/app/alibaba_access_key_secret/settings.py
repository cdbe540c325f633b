import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

ALIBABA_ACCESS_KEY_SECRET = "nkNnWgkchrdk1szBH7zjFqd277QVdf"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
