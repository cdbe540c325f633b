import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

GITLAB_FEATURE_FLAG_CLIENT_TOKEN = "glffct-_DN2q46Q5Ymtn8H0A2iz"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
