import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

YANDEX_IAM_TOKEN = "t1.-ByYQ38zKTGvJCacz9_aADHFLh6Kct5MJys5iZQ7pGTS4_z0SxfC1fPeeQHnVYJwEPvkQDCLblvVDRnhk6iOOBxIJH3BCHtzyW_Td2rkvmJOt==.d7tQXZVxw90JwrcY3RpD2xccowCxy3XGfqf0YdN7N8ah6xNHqX3cYNEVmIBkaCxBDWbjRVT2DpEqttyjMUNq2a=="

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
