import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

KRAKEN_API_SECRET = "pLSkhxP4gQbYUB078SmdZOeK3W6L/KsqMcxPQlYQOPbE9L/CINnhQ12fvSrSDJo4fdEFSM2rQP0XUDU8GrOizo=="

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
