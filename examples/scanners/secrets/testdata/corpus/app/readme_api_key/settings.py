import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

README_API_KEY = "rdme_3j3zevmyex7jlr0of3fnghu0isc6s77f32e6e4j56iw9h2pw9zfwm97jbqbrt5sy1hwlxm"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
