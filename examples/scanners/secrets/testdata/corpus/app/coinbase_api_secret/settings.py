import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

COINBASE_API_SECRET = "1Je_U0YMgZ9OUUwAcdmJmxtFJu2KI7I_SCIYWG7ZbstM60UM55-ttIwiUwC-2xHA"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
