import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

JFROG_IDENTITY_TOKEN = "juifMHYDX0Kt5rEEfmb0XjW0s2iRh9mgL4n4KLYXQ0aPTsN5P5rm2T9J5a5bHLzw"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
