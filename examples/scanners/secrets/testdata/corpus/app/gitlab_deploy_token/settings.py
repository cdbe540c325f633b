import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

GITLAB_DEPLOY_TOKEN = "gldt-9I_0iEZk3nFfM5VTx8Ru"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
