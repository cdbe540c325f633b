import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

YANDEX_IAM_TOKEN = "t1.sfhwiWx-0H_w19PUtVzQe1hnxb8VXPrwhxx_aa-B1h-uXvR9gnpzMiNcG5-laquoKOm7sCXLQJ3qW3_eld283SSZwGdn2u8ro2tdb2v-hpfDGAU3xfVcoDO-fmINjc7wM-MKu2Xm7HLFrUhL-K2OI6d3kBO3yH553x1YE==.Sfp_j4EsbDYI9xk-wJioe-G4vR27W4plSiDt9tw2Jz1zQAyXv6io4T_yTqc0bNU6sGaut8wVMaqhCVF9I1Fh3V"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
