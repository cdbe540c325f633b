import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

PREFECT_API_KEY = "pnu_bMfy8Q9jwiz8OdkFDduYwQeSSLhNE5PGHs28"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
