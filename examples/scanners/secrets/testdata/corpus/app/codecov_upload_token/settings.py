import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

CODECOV_UPLOAD_TOKEN = "c4eccec19f6f70b9db3e902e6b9b8b17"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
