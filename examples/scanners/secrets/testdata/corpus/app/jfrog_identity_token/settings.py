import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

JFROG_IDENTITY_TOKEN = "WKJyVvK4tVrIWoTC7EpFZB3H0fcByLagEqPpw0kw8ehlUARnujBqZZC7ZXHoT2xBIZcOzDpW8"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
