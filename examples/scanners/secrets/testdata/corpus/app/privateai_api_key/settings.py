import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

PRIVATEAI_API_KEY = "qj40b9i4z2y9y2yesqgb0cz39atnbmkq"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
