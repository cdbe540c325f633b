import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

GITHUB_APP_TOKEN = "ghs_7L5g10p5osJInG0MYDcIfKTrJqYtpm2ugIQc"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
