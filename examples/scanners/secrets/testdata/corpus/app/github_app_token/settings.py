import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

GITHUB_APP_TOKEN = "ghu_PpZYJjAHLOMKwJMc9ld4b5jIj0gLBo4d5luz"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
