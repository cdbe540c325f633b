import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

CONFLUENT_API_SECRET = "i775XHcw/w7qazuZ/LGVksEbDrAlDt+4yKO6ZFlaVor1WCkCoSQLhli2wwv6Jn0Y"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
